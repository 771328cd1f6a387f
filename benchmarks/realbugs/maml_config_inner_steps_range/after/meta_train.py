import jax

from metasine.config import MAMLConfig
from metasine.maml import meta_step
from metasine.net import init_regressor
from metasine.tasks import sample_sine_tasks


def main(num_meta_steps=20, config=MAMLConfig()):
    params = init_regressor(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    losses = []
    for i in range(num_meta_steps):
        key, sub = jax.random.split(key)
        params, loss = meta_step(params, sample_sine_tasks(sub, config.tasks_per_batch, config.shots), config)
        losses.append(float(loss))
        if i % 10 == 0:
            print(f"meta step {i}: query loss {losses[-1]:.3f}")
    return losses


if __name__ == "__main__":
    main()
