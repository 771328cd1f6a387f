import jax
import jax.numpy as jnp

from sirpinn.losses import DELTA, T_SCALE
from sirpinn.network import init_params
from sirpinn.trainer import PINNTrainer

TRUE_BETA = 0.6


def observed_infected(num_obs=30):
    """Euler-integrated SIR at daily resolution, sampled at `num_obs` times."""
    s, i, days = 0.999, 0.001, []
    for _ in range(int(T_SCALE) + 1):
        days.append(i)
        s, i = s - TRUE_BETA * s * i, i + TRUE_BETA * s * i - DELTA * i
    idx = jnp.linspace(0, T_SCALE, num_obs).astype(int)
    return idx / T_SCALE, jnp.asarray(days)[idx]


def make_batch():
    times, infected = observed_infected()
    collocation = jnp.linspace(0.0, 1.0, 64)[:, None]
    return times[:, None], infected, collocation


def main(epochs=120):
    trainer = PINNTrainer(make_batch())
    params, losses = trainer.fit(init_params(jax.random.PRNGKey(0)), epochs)
    print(f"loss {float(losses[0]):.4f} -> {float(losses[-1]):.4f}, beta = {float(jnp.exp(params['log_beta'])):.3f}")
    return trainer, params, losses


if __name__ == "__main__":
    main()
