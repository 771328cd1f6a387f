import jax.numpy as jnp

from ebm.model import GlobalEnergyBalance
from ebm.parameters import RadiationParams


def main():
    model = GlobalEnergyBalance(RadiationParams())
    solar = jnp.array([1200.0, 1300.0, 1366.0, 1450.0])
    return model.equilibrate(solar, 15.0), model.equilibrate(solar, -40.0)


if __name__ == "__main__":
    from_warm, from_cold = main()
    print(from_warm, from_cold)
