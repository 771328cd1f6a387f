import jax


class PosteriorSamples:
    """An ensemble of parameter sets standing in for posterior draws, stacked along a leading axis."""

    def __init__(self, model, num_members=8, learning_rate=0.1):
        self.model = model
        self.num_members = num_members
        self.learning_rate = learning_rate
        self._train_step = jax.jit(jax.vmap(self._member_step, in_axes=(0, None, None)))

    def _member_step(self, params, x, y):
        grads = jax.grad(self.model.loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)

    def fit(self, key, x, y, steps=200):
        stacked = jax.vmap(self.model.init)(jax.random.split(key, self.num_members))
        for _ in range(steps):
            stacked = self._train_step(stacked, x, y)
        return stacked
