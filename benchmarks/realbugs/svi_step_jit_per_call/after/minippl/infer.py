import jax


class SVI:
    """Stochastic variational inference with plain gradient steps."""

    def __init__(self, loss_fn, lr=0.01):
        self.loss_fn = loss_fn
        self.lr = lr
        self._update = jax.jit(self._update_impl)

    def init(self, params):
        return params

    def _update_impl(self, params, data):
        loss, grads = jax.value_and_grad(self.loss_fn)(params, data)
        params = jax.tree.map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss

    def step(self, params, data):
        return self._update(params, data)
