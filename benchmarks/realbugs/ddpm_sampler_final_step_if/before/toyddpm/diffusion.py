import functools

import jax
import jax.numpy as jnp

from .denoiser import predict_noise


def denoising_loss(params, schedule, x0, key):
    num_steps = schedule.betas.shape[0]
    t_key, noise_key = jax.random.split(key)
    t = jax.random.randint(t_key, (x0.shape[0],), 0, num_steps)
    noise = jax.random.normal(noise_key, x0.shape)
    alpha_bar = schedule.alpha_bars[t][:, None]
    x_t = jnp.sqrt(alpha_bar) * x0 + jnp.sqrt(1.0 - alpha_bar) * noise
    return jnp.mean((predict_noise(params, x_t, (t / num_steps)[:, None]) - noise) ** 2)


@jax.jit
def train_step(params, schedule, x0, key, learning_rate=1e-3):
    loss, grads = jax.value_and_grad(denoising_loss)(params, schedule, x0, key)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss


def reverse_step(params, schedule, x, step):
    """One step of DDPM ancestral sampling (Ho et al. 2020, algorithm 2)."""
    t, key = step
    num_steps = schedule.betas.shape[0]
    beta_t = schedule.betas[t]
    eps = predict_noise(params, x, t / num_steps)
    mean = (x - beta_t / jnp.sqrt(1.0 - schedule.alpha_bars[t]) * eps) / jnp.sqrt(schedule.alphas[t])
    if t > 0:  # expect: JXL101
        x = mean + jnp.sqrt(beta_t) * jax.random.normal(key, x.shape)
    else:
        x = mean
    return x, None


@functools.partial(jax.jit, static_argnames=("num_samples",))
def sample(params, schedule, key, num_samples):
    num_steps = schedule.betas.shape[0]
    init_key, key = jax.random.split(key)
    x = jax.random.normal(init_key, (num_samples, 2))
    timesteps = jnp.arange(num_steps - 1, -1, -1)
    x, _ = jax.lax.scan(functools.partial(reverse_step, params, schedule), x,
                        (timesteps, jax.random.split(key, num_steps)))
    return x
