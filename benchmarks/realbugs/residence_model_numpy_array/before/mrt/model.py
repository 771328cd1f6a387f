import numpy as np

from mrt.physics import residence_curve
from tinyppl import Normal, sample


def residence_model(mrt_obs=None):
    eff = sample("eff", Normal(0.5, 0.1))
    pos = sample("pos", Normal(10.0, 0.1))
    sig = sample("sig", Normal(1.0, 0.2))
    mean_time = sample("mt", Normal(10.0, 4.0))

    params = np.array([[pos, eff, sig, mean_time]])  # expect: JXL401
    print(params, params.dtype)  # expect: JXL201
    times = np.arange(0, 100)
    curve = residence_curve(times, params)
    sample("obs", Normal(curve, 0.05), obs=mrt_obs)
