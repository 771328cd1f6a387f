import jax
import jax.numpy as jnp

PAD_TAG = -1


def token_nll(logits, tag):
    """Negative log-likelihood of one token's tag; padding positions cost nothing."""
    nll = -jax.nn.log_softmax(logits)[jnp.maximum(tag, 0)]
    return jnp.where(tag == PAD_TAG, 0.0, nll)


def sequence_nll(logits, tags):
    per_token = jax.vmap(token_nll)(logits, tags)
    return per_token.sum() / jnp.maximum(jnp.sum(tags != PAD_TAG), 1)
