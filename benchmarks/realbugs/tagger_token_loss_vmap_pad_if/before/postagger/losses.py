import jax
import jax.numpy as jnp

PAD_TAG = -1


def token_nll(logits, tag):
    """Negative log-likelihood of one token's tag; padding positions cost nothing."""
    if tag == PAD_TAG:  # expect: JXL101
        return jnp.zeros(())
    return -jax.nn.log_softmax(logits)[tag]


def sequence_nll(logits, tags):
    per_token = jax.vmap(token_nll)(logits, tags)
    return per_token.sum() / jnp.maximum(jnp.sum(tags != PAD_TAG), 1)
