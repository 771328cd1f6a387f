import jax

from montecarlo.market import Market, black_scholes_call
from montecarlo.payoffs import EuropeanCall
from montecarlo.pricer import MonteCarloPricer


def main():
    market = Market(spot=100.0, rate=0.06, sigma=0.23)
    call = EuropeanCall(strike=92.0, maturity=150 / 365)
    price = float(MonteCarloPricer(call)(jax.random.PRNGKey(4), market))
    exact = float(black_scholes_call(market, call.strike, call.maturity))
    print(f"Monte Carlo {price:.3f}, Black-Scholes {exact:.3f}")
    return price, exact


if __name__ == "__main__":
    main()
