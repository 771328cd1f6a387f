import jax
import jax.numpy as jnp


class DenoisingScoreMatching:
    def __init__(self, sde, score_net, learning_rate=1e-3):
        self.sde = sde
        self.score_net = score_net
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def loss(self, params, x0, key):
        t_key, z_key = jax.random.split(key)
        t = jax.random.uniform(t_key, (x0.shape[0],), minval=1e-3, maxval=self.sde.T)
        z = jax.random.normal(z_key, x0.shape)
        mean, std = self.sde.marginal(x0, t)
        predicted = self.score_net(params, mean + std * z, t)
        return jnp.mean(jnp.sum((std * predicted + z) ** 2, axis=-1))

    def _step(self, params, x0, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x0, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
