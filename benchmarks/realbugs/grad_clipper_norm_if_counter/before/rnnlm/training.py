import jax

from rnnlm.model import sequence_loss


def build_step(clipper, learning_rate):
    @jax.jit
    def step(params, tokens):
        loss, grads = jax.value_and_grad(sequence_loss)(params, tokens)
        grads = clipper(grads)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    return step
