from scipy import stats


def predictive_entropy(member_probs):
    """Entropy of the posterior predictive: high where the members disagree or are unsure."""
    mean_probs = member_probs.mean(axis=0)
    return stats.entropy(mean_probs, axis=-1)  # expect: JXL401
