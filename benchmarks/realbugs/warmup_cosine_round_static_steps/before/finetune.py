import jax
import jax.numpy as jnp

from vitrain.schedules import WarmupCosineSchedule
from vitrain.trainer import ScheduledSGD, TrainState


def probe_loss(w, features, targets):
    return jnp.mean((features @ w - targets) ** 2)


def main(num_steps=6):
    features = jax.random.normal(jax.random.PRNGKey(0), (32, 5))
    targets = features @ jnp.arange(5.0)
    schedule = WarmupCosineSchedule(peak_lr=0.1, total_steps=num_steps, warmup_frac=0.3)
    trainer = ScheduledSGD(probe_loss, schedule)
    state = TrainState(jnp.zeros((), jnp.int32), jnp.zeros(5))
    rates = []
    for _ in range(num_steps):
        state, loss, lr = trainer._step(state, (features, targets))
        rates.append(float(lr))
    return rates


if __name__ == "__main__":
    print(main())
