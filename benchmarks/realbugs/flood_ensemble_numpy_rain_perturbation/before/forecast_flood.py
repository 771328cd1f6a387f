import jax
import jax.numpy as jnp

from floodcast.ensemble import FloodEnsemble
from floodcast.uncertainty import MultiplicativeRainError

FORECAST_RAIN = jnp.array([0.0, 5.0, 22.0, 41.0, 18.0, 3.0, 0.0, 0.0, 12.0, 6.0, 0.0, 0.0, 0.0, 0.0])


def main(num_members=32):
    ensemble = FloodEnsemble(MultiplicativeRainError())
    keys = jax.random.split(jax.random.PRNGKey(2024), num_members)
    rain, discharge = ensemble.forecast(keys, FORECAST_RAIN)
    probability = ensemble.exceedance(keys, FORECAST_RAIN, threshold=6.0)
    print(f"peak discharge {float(discharge.max(axis=1).mean()):.2f} mm/day, P(peak > 6) = {float(probability):.2f}")
    return rain, discharge


if __name__ == "__main__":
    main()
