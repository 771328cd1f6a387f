def log_terms(**terms):
    """One line per evaluation with every loss term, for the training log."""
    print("loss terms: " + ", ".join(f"{name}={float(value):.3e}" for name, value in terms.items()))
