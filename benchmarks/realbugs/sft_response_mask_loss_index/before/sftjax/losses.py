import jax
import jax.numpy as jnp


def response_only_loss(logits, targets, response_mask):
    """Cross-entropy averaged over the response tokens; instruction and padding positions do not count."""
    token_nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), targets[..., None], axis=-1)[..., 0]
    return token_nll[response_mask].mean()  # expect: JXL107
