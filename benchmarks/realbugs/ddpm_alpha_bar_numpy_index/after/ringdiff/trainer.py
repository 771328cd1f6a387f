import jax
import jax.numpy as jnp


class DiffusionTrainer:
    def __init__(self, diffusion, model, learning_rate=3e-3):
        self.diffusion = diffusion
        self.model = model
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)

    def loss(self, params, x0, key):
        t_key, noise_key = jax.random.split(key)
        t = jax.random.randint(t_key, (x0.shape[0],), 0, self.diffusion.noise_steps)
        noise = jax.random.normal(noise_key, x0.shape)
        x_t = self.diffusion.q_sample(x0, t, noise)
        return jnp.mean((self.model(params, x_t, t) - noise) ** 2)

    def _train_step(self, params, x0, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x0, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
