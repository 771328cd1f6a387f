import jax.numpy as jnp

from outbreak.fit import Calibrator
from outbreak.model import SEIRModel
from outbreak.params import Intervention, SEIRParams


def synthetic_cases(model, y0, days):
    truth = SEIRParams(jnp.log(0.45), jnp.log(1 / 5.2), jnp.log(1 / 7.0))
    return model.incidence(truth, y0, days)


def main():
    model = SEIRModel(Intervention(start=25.0, efficacy=0.5))
    days = jnp.arange(0.0, 60.0)
    y0 = jnp.array([0.999, 0.0005, 0.0005, 0.0])
    observed = synthetic_cases(model, y0, days)
    start = SEIRParams(jnp.log(0.3), jnp.log(1 / 4.0), jnp.log(1 / 6.0))
    params, history = Calibrator(model, y0, days, observed).run(start)
    print(f"loss {history[0]:.4f} -> {history[-1]:.4f}, R0 {float(jnp.exp(params.log_beta - params.log_gamma)):.2f}")
    return params, history


if __name__ == "__main__":
    main()
