import jax.numpy as jnp
from jax.scipy.special import entr


def predictive_entropy(member_probs):
    """Entropy of the posterior predictive: high where the members disagree or are unsure."""
    mean_probs = member_probs.mean(axis=0)
    return jnp.sum(entr(mean_probs), axis=-1)
