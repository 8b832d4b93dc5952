"""What extraction runs on: finding and loading spaCy pipelines, and the parse cache."""
