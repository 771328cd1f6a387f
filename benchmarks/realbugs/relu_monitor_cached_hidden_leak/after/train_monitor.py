import jax
import jax.numpy as jnp

from actmon.model import ReluMLP
from actmon.monitor import DeadUnitMonitor
from actmon.trainer import RegressionTrainer


def main(num_steps=5):
    model = ReluMLP([3, 16, 1])
    params = model.init(jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (32, 3))
    y = jnp.sin(x.sum(axis=1, keepdims=True))
    trainer = RegressionTrainer(model, learning_rate=0.05)
    monitor = DeadUnitMonitor()
    report = []
    for _ in range(num_steps):
        params, loss, hidden = trainer._step(params, x, y)
        monitor.record(hidden)
        report.append((float(loss), monitor.dead_fraction()))
    return report


if __name__ == "__main__":
    print(main())
