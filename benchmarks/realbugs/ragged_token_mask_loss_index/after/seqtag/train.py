import jax

from seqtag.losses import masked_token_loss
from seqtag.model import tag_logits


def batch_loss(params, batch):
    logits = tag_logits(params, batch["tokens"])
    return masked_token_loss(logits, batch["tags"], batch["valid"])


@jax.jit
def update(params, batch, learning_rate):
    loss, grads = jax.value_and_grad(batch_loss)(params, batch)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss
