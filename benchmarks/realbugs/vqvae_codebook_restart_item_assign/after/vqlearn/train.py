import jax


class VQTrainer:
    def __init__(self, model, learning_rate=1e-2):
        self.model = model
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params, vq_state, x, key):
        (loss, (z, indices)), grads = jax.value_and_grad(self.model.loss, has_aux=True)(
            params, vq_state["codebook"], x)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        vq_state = self.model.quantizer.update(vq_state, jax.lax.stop_gradient(z), indices, key)
        return params, vq_state, loss
