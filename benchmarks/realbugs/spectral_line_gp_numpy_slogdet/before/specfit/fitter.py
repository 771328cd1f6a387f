import jax


class GradientAscent:
    """Maximum-likelihood fit by plain gradient ascent; one compiled step per fitter."""

    def __init__(self, likelihood, learning_rate=1e-3):
        self.likelihood = likelihood
        self.learning_rate = learning_rate
        self._step = jax.jit(self._ascent_step)

    def _ascent_step(self, params):
        value, grads = jax.value_and_grad(self.likelihood.log_likelihood)(params)
        params = jax.tree_util.tree_map(lambda p, g: p + self.learning_rate * g, params, grads)
        return params, value

    def fit(self, params, num_steps):
        history = []
        for _ in range(num_steps):
            params, value = self._step(params)
            history.append(float(value))
        return params, history
