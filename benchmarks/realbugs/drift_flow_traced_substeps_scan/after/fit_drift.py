import jax
import jax.numpy as jnp

from sfinfer.integrate import ode_flow
from sfinfer.likelihood import TransitionLikelihood
from sfinfer.model import CubicDrift, FlowSettings

TRUE_PARAMS = {"a": 1.0, "b": 1.0, "c": 0.2}


def observe(model, settings, key, num_points=120):
    drift = model.field({k: jnp.float32(v) for k, v in TRUE_PARAMS.items()})

    def noisy_step(x, step_key):
        x = ode_flow(drift, x, settings.dt, settings.n_substeps) + 0.05 * jax.random.normal(step_key, (2,))
        return x, x

    x0 = jnp.array([0.1, -0.2])
    _, states = jax.lax.scan(noisy_step, x0, jax.random.split(key, num_points - 1))
    return jnp.concatenate([x0[None], states])


def main():
    model = CubicDrift()
    settings = FlowSettings()
    trajectory = observe(model, settings, jax.random.PRNGKey(1))
    likelihood = TransitionLikelihood(model)
    params, final_loss = likelihood.fit(model.init_params(), trajectory, settings)
    print({k: round(float(v), 3) for k, v in params.items()}, final_loss)
    return params, final_loss


if __name__ == "__main__":
    main()
