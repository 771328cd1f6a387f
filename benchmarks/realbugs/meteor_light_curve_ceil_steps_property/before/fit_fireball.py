import jax.numpy as jnp

from meteor import EntryConfig, SingleBodyAblation


def main(masses=(0.01, 0.05)):
    model = SingleBodyAblation(EntryConfig())
    return [model.light_curve(jnp.float32(m), jnp.float32(25e3)) for m in masses]


if __name__ == "__main__":
    for curve in main():
        print(f"peak luminosity {float(curve.max()):.1f} W at step {int(curve.argmax())}")
