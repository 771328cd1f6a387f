import jax
import jax.numpy as jnp


def denoiser(params, x_t, t, num_timesteps):
    features = jnp.concatenate([x_t, (t / num_timesteps)[:, None]], axis=-1)
    return jnp.tanh(features @ params["w1"]) @ params["w2"]


class DiffusionTrainer:
    def __init__(self, schedule, sampler, learning_rate):
        self.schedule = schedule
        self.sampler = sampler
        self.learning_rate = learning_rate
        self._step = jax.jit(self._train_step)

    def _loss(self, params, x0, noise, t_key):
        t = self.sampler.sample(t_key, x0.shape[0])
        x_t = self.schedule.add_noise(x0, t, noise)
        predicted = denoiser(params, x_t, t, self.schedule.num_timesteps)
        return jnp.mean((predicted - noise) ** 2), t

    def _train_step(self, params, x0, step_key):
        noise_key, t_key = jax.random.split(step_key)
        noise = jax.random.normal(noise_key, x0.shape)
        (loss, t), grads = jax.value_and_grad(self._loss, has_aux=True)(params, x0, noise, t_key)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss, t
