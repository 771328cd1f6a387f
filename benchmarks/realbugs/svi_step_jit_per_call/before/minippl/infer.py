import jax


class SVI:
    """Stochastic variational inference with plain gradient steps."""

    def __init__(self, loss_fn, lr=0.01):
        self.loss_fn = loss_fn
        self.lr = lr

    def init(self, params):
        return params

    def step(self, params, data):
        def update(params, data):
            loss, grads = jax.value_and_grad(self.loss_fn)(params, data)
            params = jax.tree.map(lambda p, g: p - self.lr * g, params, grads)
            return params, loss

        return jax.jit(update)(params, data)  # expect: JXL502
