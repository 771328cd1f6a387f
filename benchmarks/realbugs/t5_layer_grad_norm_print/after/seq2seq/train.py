from functools import partial

import jax

from seq2seq.diagnostics import layer_grad_norms
from seq2seq.model import seq2seq_loss


@partial(jax.jit, donate_argnums=0)
def train_step(params, batch, learning_rate):
    loss, grads = jax.value_and_grad(seq2seq_loss)(params, batch["inputs"], batch["targets"])
    norms = layer_grad_norms(grads)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss, norms
