import jax
import jax.numpy as jnp

from ddpm.model import Denoiser
from ddpm.schedule import LinearSchedule
from ddpm.trainer import DiffusionTrainer


def two_moons(key, n=256):
    angle_key, noise_key = jax.random.split(key)
    angles = jax.random.uniform(angle_key, (n,)) * jnp.pi
    upper = jnp.stack([jnp.cos(angles), jnp.sin(angles)], axis=1)
    lower = jnp.stack([1.0 - jnp.cos(angles), 0.5 - jnp.sin(angles)], axis=1)
    points = jnp.where((jnp.arange(n) % 2 == 0)[:, None], upper, lower)
    return points + 0.05 * jax.random.normal(noise_key, points.shape)


def main():
    schedule = LinearSchedule(num_steps=100)
    model = Denoiser(schedule.num_steps)
    trainer = DiffusionTrainer(model, schedule)
    params = model.init(jax.random.PRNGKey(0))
    data = two_moons(jax.random.PRNGKey(1))
    _, history = trainer.fit(params, data, jax.random.PRNGKey(2), num_steps=40)
    return history


if __name__ == "__main__":
    print(main()[-1])
