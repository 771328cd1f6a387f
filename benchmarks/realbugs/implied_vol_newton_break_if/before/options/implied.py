from options.black_scholes import call_price, vega


def implied_volatility(price, spot, strike, expiry, rate, vol=0.3, tol=1e-6, max_iter=50):
    """Newton-Raphson on the Black-Scholes call price, vega being the derivative in the volatility."""
    for _ in range(max_iter):
        new_vol = vol - (call_price(spot, strike, expiry, rate, vol) - price) / vega(spot, strike, expiry, rate, vol)
        if abs(new_vol - vol) < tol:  # expect: JXL101
            vol = new_vol
            break
        vol = new_vol
    return vol
