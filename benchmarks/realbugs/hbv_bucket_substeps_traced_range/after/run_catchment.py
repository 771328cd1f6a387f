import jax.numpy as jnp
import numpy as np

from hbv.metrics import nash_sutcliffe
from hbv.model import HBVModel
from hbv.params import HBVParams


def synthetic_forcing(num_days=730, seed=5):
    rng = np.random.default_rng(seed)
    day = np.arange(num_days)
    wet = rng.random(num_days) < 0.35
    precip = np.where(wet, rng.gamma(0.8, 12.0, num_days), 0.0)
    pet = 2.5 + 2.0 * np.sin(2 * np.pi * (day - 100) / 365.0)
    return jnp.asarray(precip, dtype=jnp.float32), jnp.asarray(pet, dtype=jnp.float32)


def main():
    precip, pet = synthetic_forcing()
    model = HBVModel()
    state0 = jnp.array([100.0, 5.0, 20.0])
    truth = HBVParams()
    observed = model.simulate(truth, precip, pet, state0)
    candidates = {"truth": truth, "wetter soil": truth._replace(field_capacity=300.0),
                  "faster recession": truth._replace(k0=0.6, k1=0.1)}
    scores = {name: float(nash_sutcliffe(model.simulate(p, precip, pet, state0), observed))
              for name, p in candidates.items()}
    for name, nse in scores.items():
        print(f"{name:17s} NSE {nse:.3f}")
    print(f"runoff ratio {float(observed.sum() / precip.sum()):.2f}")
    return scores, float(observed.sum() / precip.sum())


if __name__ == "__main__":
    main()
