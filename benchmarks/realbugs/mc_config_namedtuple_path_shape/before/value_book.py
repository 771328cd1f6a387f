import jax
import jax.numpy as jnp

from mcvalue import BlackScholesModel, EuropeanCall, MCConfig, mc_price


def main():
    option = EuropeanCall(strike=jnp.array(100.0), expiry=jnp.array(1.0))
    model = BlackScholesModel(vol=jnp.array(0.2), rate=jnp.array(0.05), dividend=jnp.array(0.02))
    config = MCConfig(n_paths=100_000, n_steps=20)
    return mc_price(option, jnp.array(100.0), model, config, jax.random.PRNGKey(42))


if __name__ == "__main__":
    print(f"price {float(main()):.4f}")
