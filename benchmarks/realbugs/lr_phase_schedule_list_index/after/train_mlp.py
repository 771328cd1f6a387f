import jax
import jax.numpy as jnp

from mlptrain.schedules import PhaseSchedule, constant, cosine_decay, linear_warmup
from mlptrain.trainer import Trainer


def main(num_steps=12):
    schedule = PhaseSchedule(
        [linear_warmup(0.1, 4), constant(0.1), cosine_decay(0.1, 8, 4)],
        boundaries=[4, 8],
    )
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    x = jax.random.normal(k1, (64, 3))
    y = jnp.sin(x.sum(axis=1, keepdims=True))
    params = {"w1": 0.3 * jax.random.normal(k2, (3, 16)), "w2": 0.3 * jax.random.normal(k3, (16, 1))}
    _, learning_rates = Trainer(schedule).fit(params, x, y, num_steps)
    return learning_rates


if __name__ == "__main__":
    print(main())
