import jax.numpy as jnp
from jax.scipy.stats import norm

from creditrisk.greeks import panel_delta, panel_vega
from creditrisk.merton import d1_d2, distance_to_default
from creditrisk.panel import synthetic_panel


def main(rate=0.04, horizon=1.0):
    assets, asset_vol, debt = (jnp.asarray(a) for a in synthetic_panel())
    delta = panel_delta(assets, asset_vol, debt, rate, horizon)
    vega = panel_vega(assets, asset_vol, debt, rate, horizon)
    d1, _ = d1_d2(assets, asset_vol, debt, rate, horizon)
    closed_form = norm.cdf(d1)
    dd = distance_to_default(assets, asset_vol, debt, rate, horizon)
    print(f"{assets.shape[0]} firms: median distance to default {float(jnp.median(dd)):.2f}, "
          f"max |delta - N(d1)| {float(jnp.max(jnp.abs(delta - closed_form))):.1e}, mean vega {float(vega.mean()):.2f}")
    return delta, closed_form


if __name__ == "__main__":
    main()
