import jax
import jax.numpy as jnp

from sirfit.fit import SIRCalibrator
from sirfit.model import simulate

TRUE_BETA, TRUE_GAMMA, DAYS = 0.5, 0.2, 60


def synthetic_cases(key):
    trajectory = simulate(TRUE_BETA, TRUE_GAMMA, DAYS)
    expected = -jnp.diff(trajectory[:, 0])
    return jax.random.poisson(key, expected).astype(jnp.float32)


def main():
    cases = synthetic_cases(jax.random.PRNGKey(3))
    calibrator = SIRCalibrator(cases)
    (beta, gamma), history = calibrator.fit(jnp.log(jnp.array([0.4, 0.15])))
    print(f"beta={beta:.3f} gamma={gamma:.3f} R0={beta / gamma:.2f}")
    return float(beta), float(gamma), history


if __name__ == "__main__":
    main()
