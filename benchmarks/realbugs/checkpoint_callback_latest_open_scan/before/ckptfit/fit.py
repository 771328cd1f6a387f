import jax


class Fitter:
    """Runs all epochs in one compiled lax.scan; callbacks are told when each epoch ends."""

    def __init__(self, model, callbacks=(), learning_rate=0.1):
        self.model = model
        self.callbacks = list(callbacks)
        self.learning_rate = learning_rate
        self._run = jax.jit(self._run_epochs, static_argnames=("num_epochs",))

    def _epoch(self, carry, epoch):
        params, x, y = carry
        loss, grads = jax.value_and_grad(self.model.loss)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        for callback in self.callbacks:
            callback.on_epoch_end(epoch, {"loss": loss})
        return (params, x, y), loss

    def _run_epochs(self, params, x, y, num_epochs):
        (params, _, _), losses = jax.lax.scan(self._epoch, (params, x, y), jax.numpy.arange(num_epochs))
        return params, losses

    def fit(self, params, x, y, num_epochs):
        return self._run(params, x, y, num_epochs=num_epochs)
