import jax

from sweep.model import mse_loss


def train(params, x, y, learning_rate=0.05, steps=20):
    grad_fn = jax.grad(mse_loss)

    @jax.jit  # expect: JXL502
    def one_step(params, x, y):
        grads = grad_fn(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)

    for _ in range(steps):
        params = one_step(params, x, y)
    return params
