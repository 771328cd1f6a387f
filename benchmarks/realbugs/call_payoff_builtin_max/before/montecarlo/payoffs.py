class EuropeanCall:
    def __init__(self, strike, maturity):
        self.strike = strike
        self.maturity = maturity

    def __call__(self, terminal):
        return max(terminal - self.strike, 0.0)  # expect: JXL103
