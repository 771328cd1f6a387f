import numpy as np


def synthetic_panel(num_firms=50, seed=3):
    """Asset values, asset volatilities and debt of a panel of firms (in millions)."""
    rng = np.random.default_rng(seed)
    assets = rng.uniform(80.0, 200.0, num_firms).astype(np.float32)
    asset_vol = rng.uniform(0.15, 0.45, num_firms).astype(np.float32)
    leverage = rng.uniform(0.3, 0.8, num_firms).astype(np.float32)
    return assets, asset_vol, leverage * assets
