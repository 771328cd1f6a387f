import jax
import jax.numpy as jnp

from fitlib import ScheduledTrainer
from fitlib.schedules import cosine_schedule


def setup():
    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    true_w = jnp.array([2.0, -1.0])
    batches = []
    for key in keys:
        inputs = jax.random.normal(key, (32, 2))
        batches.append((inputs, inputs @ true_w + 0.5))
    trainer = ScheduledTrainer(cosine_schedule(0.2, num_epochs=5), num_epochs=5)
    params = {"w": jnp.zeros(2), "b": jnp.zeros(())}
    return trainer, params, batches


if __name__ == "__main__":
    trainer, params, batches = setup()
    print(trainer.fit(params, batches))
