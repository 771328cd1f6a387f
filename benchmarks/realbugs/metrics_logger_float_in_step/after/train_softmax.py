import jax
import jax.numpy as jnp

from trainkit.logging_utils import MetricsLogger
from trainkit.steps import build_train_step


def main(steps=3):
    logger = MetricsLogger()
    train_step = build_train_step(learning_rate=0.5)
    kx, kl = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (64, 5))
    labels = jax.random.randint(kl, (64,), 0, 3)
    params = {"w": jnp.zeros((5, 3))}
    for step in range(steps):
        params, metrics = train_step(params, x, labels)
        logger.log(step, **metrics)
    return logger.history


if __name__ == "__main__":
    print(main())
