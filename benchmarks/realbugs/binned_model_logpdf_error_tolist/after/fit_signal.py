import jax.numpy as jnp

from histfit.infer import fit
from histfit.model import BinnedModel


def main():
    model = BinnedModel(signal=[5.0, 10.0], background=[50.0, 60.0], bkg_uncertainty=[5.0, 6.0])
    observed = jnp.array([55.0, 70.0])
    data = jnp.concatenate([observed, model.auxdata()])
    pars, value = fit(model, data, model.suggested_init())
    print(f"mu = {float(pars[0]):.3f}, nll = {float(value):.3f}")
    assert 0.0 < float(pars[0]) < 3.0


if __name__ == "__main__":
    main()
