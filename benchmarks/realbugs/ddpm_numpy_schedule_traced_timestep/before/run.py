import jax
import jax.numpy as jnp

from tinyddpm.model import Denoiser
from tinyddpm.schedule import LinearSchedule
from tinyddpm.training import DiffusionTrainer


def two_moons(key, n):
    t_key, s_key, n_key = jax.random.split(key, 3)
    theta = jax.random.uniform(t_key, (n,)) * jnp.pi
    upper = jax.random.bernoulli(s_key, 0.5, (n,))
    x = jnp.where(upper, jnp.cos(theta), 1.0 - jnp.cos(theta))
    y = jnp.where(upper, jnp.sin(theta), 0.5 - jnp.sin(theta))
    return jnp.stack([x, y], axis=-1) + 0.05 * jax.random.normal(n_key, (n, 2))


def main(steps=200, batch_size=128, seed=0):
    model = Denoiser()
    trainer = DiffusionTrainer(model, LinearSchedule())
    key = jax.random.PRNGKey(seed)
    key, init_key = jax.random.split(key)
    params = model.init(init_key)
    losses = []
    for _ in range(steps):
        key, data_key, step_key = jax.random.split(key, 3)
        params, loss = trainer.step(params, two_moons(data_key, batch_size), step_key)
        losses.append(float(loss))
    return params, losses


if __name__ == "__main__":
    _, history = main()
    print(f"final loss {history[-1]:.4f}")
