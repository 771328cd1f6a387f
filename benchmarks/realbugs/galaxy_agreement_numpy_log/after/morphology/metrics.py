import jax.numpy as jnp


def top1_accuracy(predictions, labels):
    """Our top guess equals the label's top class (labels are vote fractions over the classes)."""
    return jnp.mean(jnp.argmax(predictions, axis=-1) == jnp.argmax(labels, axis=-1))


def top2_accuracy(predictions, labels):
    """Our top guess is one of the label's two top classes."""
    top_two = jnp.argsort(-labels, axis=-1)[:, :2]
    return jnp.mean(jnp.any(top_two == jnp.argmax(predictions, axis=-1)[:, None], axis=-1))


def entropy(distributions):
    terms = distributions * jnp.log(jnp.where(distributions > 0, distributions, 1.0))
    return -jnp.sum(jnp.where(distributions > 0, terms, 0.0), axis=-1)


def agreement(distributions):
    """1 - entropy / log(n_classes): 1 for a one-hot vote, 0 for a uniform one."""
    return 1.0 - entropy(distributions) / jnp.log(distributions.shape[-1])
