import jax
import jax.numpy as jnp

from tagger.model import tag_logits


def sequence_loss(params, tokens, tags, mask):
    """Mean cross-entropy over the real tokens of one right-padded sequence."""
    log_probs = jax.nn.log_softmax(tag_logits(params, tokens))
    token_losses = -jnp.take_along_axis(log_probs, tags[:, None], axis=-1)[:, 0]
    num_real = int(jnp.count_nonzero(mask))  # expect: JXL104
    return jnp.mean(token_losses[:num_real])  # expect: JXL106


def batch_loss(params, tokens, tags, mask):
    return jnp.mean(jax.vmap(sequence_loss, in_axes=(None, 0, 0, 0))(params, tokens, tags, mask))


loss_and_grad = jax.jit(jax.value_and_grad(batch_loss))
