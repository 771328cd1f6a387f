import jax

from .clipping import clip_by_global_norm
from .rnn import sequence_loss


def make_update(learning_rate, max_norm):
    @jax.jit
    def update(params, inputs, targets):
        loss, grads = jax.value_and_grad(sequence_loss)(params, inputs, targets)
        grads, norm = clip_by_global_norm(grads, max_norm)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss, norm

    return update
