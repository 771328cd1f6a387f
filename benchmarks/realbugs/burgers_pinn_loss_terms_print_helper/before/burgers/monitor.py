def log_terms(**terms):
    """One line per evaluation with every loss term, for the training log."""
    print("loss terms: " + ", ".join(f"{name}={value}" for name, value in terms.items()))  # expect: JXL201
