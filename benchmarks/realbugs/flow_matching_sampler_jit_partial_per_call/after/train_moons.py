import jax
import jax.numpy as jnp

from rectflow.objective import sgd_step
from rectflow.sampler import EulerSampler
from rectflow.velocity import init_velocity_net


def two_moons(key, n):
    k1, k2 = jax.random.split(key)
    theta = jnp.pi * jax.random.uniform(k1, (n,))
    upper = jax.random.bernoulli(k2, 0.5, (n,))
    x = jnp.where(upper, jnp.cos(theta), 1.0 - jnp.cos(theta))
    y = jnp.where(upper, jnp.sin(theta), 0.5 - jnp.sin(theta))
    return jnp.stack([x, y], axis=-1)


def main(num_epochs=3, steps_per_epoch=50, lr=0.05):
    key = jax.random.PRNGKey(0)
    key, init_key, data_key, eval_key = jax.random.split(key, 4)
    params = init_velocity_net(init_key)
    data = two_moons(data_key, 2048)
    sampler = EulerSampler(dim=2, num_steps=20)
    history = []
    for epoch in range(num_epochs):
        for step in range(steps_per_epoch):
            key, batch_key, loss_key = jax.random.split(key, 3)
            idx = jax.random.choice(batch_key, data.shape[0], (256,))
            params, loss = sgd_step(params, data[idx], loss_key, lr)
        samples = sampler.sample(params, eval_key, 512)
        history.append((float(loss), samples.mean(axis=0)))
        print(f"epoch {epoch}: cfm loss {float(loss):.4f}, sample mean {samples.mean(axis=0)}")
    return sampler, params, history


if __name__ == "__main__":
    main()
