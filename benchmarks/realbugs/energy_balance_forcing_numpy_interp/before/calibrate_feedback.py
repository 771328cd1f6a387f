import jax
import jax.numpy as jnp

from ebm import GreenhouseForcing, TwoLayerModel, VolcanicForcing

YEARS = jnp.arange(1850.0, 2021.0)


def build_model():
    co2 = GreenhouseForcing([1850.0, 1950.0, 1990.0, 2020.0], [285.0, 311.0, 354.0, 412.0])
    volcanic = VolcanicForcing([1850.0, 1883.0, 1884.0, 1886.0, 1991.0, 1992.0, 1994.0, 2020.0],
                               [0.0, 0.0, 0.12, 0.0, 0.0, 0.15, 0.0, 0.0])
    return TwoLayerModel([co2, volcanic])


def main(iterations=30):
    model = build_model()
    observed = model.surface_anomaly(1.3, YEARS)

    def misfit(feedback):
        return jnp.mean((model.surface_anomaly(feedback, YEARS) - observed) ** 2)

    value_and_grad = jax.jit(jax.value_and_grad(misfit))
    feedback = 2.0
    for _ in range(iterations):
        _, grad = value_and_grad(feedback)
        feedback = feedback - 2.0 * grad
    return feedback


if __name__ == "__main__":
    print(f"climate feedback parameter {float(main()):.2f} W/m^2/K")
