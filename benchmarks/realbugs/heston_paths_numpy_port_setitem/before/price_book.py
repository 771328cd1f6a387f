from hestonmc import HestonParams, european_call

PARAMS = HestonParams(v0=0.04, kappa=2.0, theta=0.04, sigma=0.3, rho=-0.7)


def price(strike):
    return float(european_call(0, PARAMS, 100.0, strike, 0.05, 1.0, n_steps=50, n_paths=20000))


if __name__ == "__main__":
    print(price(100.0))
