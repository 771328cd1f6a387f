import jax.numpy as jnp

from aquifer import make_calibration_step


def main(steps=80):
    x = jnp.linspace(0.0, 500.0, 51)
    step = make_calibration_step(x, heads=(12.0, 10.0), observed_days=400.0)
    log_conductivity = jnp.full(51, jnp.log(20.0))
    losses = []
    for _ in range(steps):
        log_conductivity, value = step(log_conductivity)
        losses.append(float(value))
    return log_conductivity, losses


if __name__ == "__main__":
    log_k, losses = main()
    print(f"loss {losses[0]:.4f} -> {losses[-1]:.4f}, mean K {float(jnp.exp(log_k).mean()):.2f} m/d")
